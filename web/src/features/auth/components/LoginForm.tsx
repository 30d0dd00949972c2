import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Formik } from 'formik';
import { FormField } from '../../../lib/form-field';
import { loginSchema, type LoginValues } from '../schemas/login.schema';

/** Placeholders hint at the demo accounts (README: Demo accounts). */
export const EMAIL_PLACEHOLDER = 'admin@brightline.example or staff@brightline.example';
export const PASSWORD_PLACEHOLDER = 'Admin#2026 or Staff#2026';

export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => Promise<void> }) {
  return (
    <Formik<LoginValues> initialValues={{ email: '', password: '' }} validationSchema={loginSchema} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting, values, handleChange, handleBlur }) => (
        <form onSubmit={handleSubmit} noValidate className="login-form">
          <FormField name="email" label="Email">
            <Input
              id="email"
              type="email"
              name="email"
              autoComplete="username"
              prefix={<MailOutlined />}
              placeholder={EMAIL_PLACEHOLDER}
              value={values.email}
              onChange={handleChange}
              onBlur={handleBlur}
            />
          </FormField>
          <FormField name="password" label="Password">
            <Input.Password
              id="password"
              name="password"
              autoComplete="current-password"
              prefix={<LockOutlined />}
              placeholder={PASSWORD_PLACEHOLDER}
              value={values.password}
              onChange={handleChange}
              onBlur={handleBlur}
            />
          </FormField>
          <Button type="primary" htmlType="submit" block size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      )}
    </Formik>
  );
}
