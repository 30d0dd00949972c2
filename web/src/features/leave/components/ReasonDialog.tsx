import { Button, Form, Input, Modal } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { messageFor } from '../schemas/leave-request.schema';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the decision is about: the request's employee, dates and type. */
  summary?: ReactNode;
  label: string;
  /** The text's rules: required or not, its length, with the shared messages. */
  schema: AnySchema;
  /** A required text: the submit button stays disabled while the box is empty. */
  required?: boolean;
  maxLength: number;
  /** The submit button's text, and its text while saving: ['Reject', 'Rejecting...']. */
  submitLabels: readonly [idle: string, pending: string];
  danger?: boolean;
  /** Sends the text; a rejection keeps the dialog open with what was typed (the toast says why). */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
  /** More in the dialog's body, above the text box. */
  children?: ReactNode;
}

/**
 * A dialog that asks for a text before a decision (a rejection's reason, a cancellation's reason,
 * an approval's notes), checked by the shared rules before it is sent.
 */
export function ReasonDialog({
  open,
  title,
  summary,
  label,
  schema,
  required = false,
  maxLength,
  submitLabels,
  danger,
  onSubmit,
  onClose,
  children,
}: ReasonDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const message = touched ? messageFor(schema, text) : undefined;
  const empty = required && text.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (messageFor(schema, text) || saving) return;
    setSaving(true);
    try {
      await onSubmit(text);
      setText('');
      setTouched(false);
      onClose();
    } catch {
      // The failure toast has said why; the dialog stays open with the text as typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={saving ? undefined : onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" danger={danger} disabled={empty || saving} onClick={() => void submit()}>
          {saving ? submitLabels[1] : submitLabels[0]}
        </Button>,
      ]}
    >
      {summary}
      {children}
      <Form.Item
        label={label}
        htmlFor={id}
        required={required}
        layout="vertical"
        validateStatus={message ? 'error' : undefined}
        help={message && <span id={`${id}-help`}>{message}</span>}
        className="leave-dialog__field"
      >
        <Input.TextArea
          id={id}
          rows={3}
          value={text}
          maxLength={maxLength}
          showCount
          autoFocus
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-help` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </Form.Item>
    </Modal>
  );
}
