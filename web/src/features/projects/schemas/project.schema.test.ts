import { schemaMessages } from '../../../test/schema-messages';
import { sampleProject } from '../mocks/projects.mocks';
import { emptyProject, projectSchema, toFormValues, type ProjectFormValues } from './project.schema';

const valid: ProjectFormValues = toFormValues(sampleProject(1));

const messages = (values: Record<string, unknown>) => schemaMessages(projectSchema, values);

describe('projectSchema', () => {
  it('accepts a complete project', () => {
    expect(messages(valid)).toEqual({});
  });

  it('names every required field of a new, empty project', () => {
    expect(messages({ ...emptyProject(''), date: '' })).toEqual({
      title: 'Project title is required',
      client: 'Client is required',
      category: 'Category is required',
      date: 'Date is required',
      description: 'Description is required',
    });
  });

  it('treats text made only of spaces as missing', () => {
    expect(messages({ ...valid, title: '   ', client: '\t' })).toEqual({
      title: 'Project title is required',
      client: 'Client is required',
    });
  });

  it('caps the title, client and category at 200 characters and the description at 5000', () => {
    expect(messages({ ...valid, title: 'x'.repeat(200), description: 'x'.repeat(5000) })).toEqual({});
    expect(
      messages({
        ...valid,
        title: 'x'.repeat(201),
        client: 'x'.repeat(201),
        category: 'x'.repeat(201),
        description: 'x'.repeat(5001),
      }),
    ).toEqual({
      title: 'Project title must be at most 200 characters',
      client: 'Client must be at most 200 characters',
      category: 'Category must be at most 200 characters',
      description: 'Description must be at most 5000 characters',
    });
  });

  it('wants the date written YYYY-MM-DD', () => {
    expect(messages({ ...valid, date: '15/09/2025' })).toEqual({ date: 'Date must be a valid date (YYYY-MM-DD)' });
  });

  it('refuses a status the API does not know', () => {
    expect(messages({ ...valid, status: 'ARCHIVED' })).toEqual({ status: 'Choose a valid status' });
  });

  it('trims the text fields it returns', () => {
    expect(projectSchema.validateSync({ ...valid, title: '  Shop  ' }).title).toBe('Shop');
  });
});
