import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Formik } from 'formik';
import { FormInput } from '../../../lib/form-field';
import { AuthSubmit } from './AuthCard';
import { loginSchema, type LoginValues } from '../schemas/login.schema';

/** Placeholders hint at the demo accounts (README: Demo accounts). */
export const EMAIL_PLACEHOLDER = 'admin@brightline.example or staff@brightline.example';
export const PASSWORD_PLACEHOLDER = 'Admin#2026 or Staff#2026';

export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => Promise<void> }) {
  return (
    <Formik<LoginValues> initialValues={{ email: '', password: '' }} validationSchema={loginSchema} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting }) => (
        <form onSubmit={handleSubmit} noValidate className="login-form">
          <FormInput
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            prefix={<MailOutlined />}
            placeholder={EMAIL_PLACEHOLDER}
          />
          <FormInput
            name="password"
            label="Password"
            password
            autoComplete="current-password"
            prefix={<LockOutlined />}
            placeholder={PASSWORD_PLACEHOLDER}
          />
          <AuthSubmit pending={isSubmitting} label="Sign In" pendingLabel="Signing in..." />
        </form>
      )}
    </Formik>
  );
}
