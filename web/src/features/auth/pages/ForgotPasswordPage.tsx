import { MailOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { FormInput } from '../../../lib/form-field';
import { useRequestPasswordReset } from '../api/password';
import { AuthCard, AuthSubmit } from '../components/AuthCard';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas/password.schema';

/** The same words whether or not the address has an account, so the page tells nobody who is registered. */
export const sentNotice = (email: string) =>
  `If an account exists for ${email}, we have sent it a link to choose a new password. The link works once, within 30 minutes.`;

export default function ForgotPasswordPage() {
  const [requestReset] = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: ForgotPasswordValues) => {
    setFailure(null);
    try {
      await requestReset({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email and we will send you a link to choose a new one">
      {sentTo ? (
        <Alert
          className="login-card__notice"
          type="success"
          showIcon
          title="Check your inbox"
          description={sentNotice(sentTo)}
        />
      ) : (
        <Formik<ForgotPasswordValues>
          initialValues={{ email: '' }}
          validationSchema={forgotPasswordSchema}
          onSubmit={submit}
        >
          {({ handleSubmit, isSubmitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              {failure && <Alert className="login-card__notice" type="error" showIcon title={failure} />}
              <FormInput name="email" label="Email" type="email" autoComplete="username" prefix={<MailOutlined />} />
              <AuthSubmit pending={isSubmitting} label="Send Reset Link" pendingLabel="Sending..." />
            </form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
