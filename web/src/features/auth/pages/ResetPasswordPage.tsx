import { LockOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/errors';
import { FormInput } from '../../../lib/form-field';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/password';
import { AuthCard, AuthSubmit } from '../components/AuthCard';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas/password.schema';

export const LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** The page's words: an invitation's link chooses a first password, a reset link a new one. */
const COPY = {
  reset: {
    title: 'Choose a new password',
    button: 'Set New Password',
    done: 'Password changed',
  },
  invitation: {
    title: 'Welcome! Choose your password',
    button: 'Set Password',
    done: 'Password set',
  },
} as const;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const copy = params.get('invitation') === '1' ? COPY.invitation : COPY.reset;
  const navigate = useNavigate();
  const [resetPassword] = useResetPassword();
  const [failure, setFailure] = useState<string | null>(token ? null : LINK_INVALID);

  const submit = async ({ password }: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) => {
    setFailure(null);
    try {
      await resetPassword({ variables: { token: token ?? '', password } });
      toast.success(copy.done, 'Please sign in with your new password.');
      navigate('/login', { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.password) helpers.setErrors({ password: fields.password });
      else setFailure(errorCode(error) === 'BAD_USER_INPUT' ? LINK_INVALID : errorMessage(error));
    }
  };

  const linkDead = failure === LINK_INVALID;
  return (
    <AuthCard title={copy.title} subtitle="Use 8 to 128 characters; a passphrase of a few words works well">
      {failure && (
        <Alert
          className="login-card__notice"
          type="error"
          showIcon
          title={failure}
          description={linkDead ? <Link to="/password/forgot">Ask for a new link</Link> : undefined}
        />
      )}
      {!linkDead && (
        <Formik<ResetPasswordValues>
          initialValues={{ password: '', confirmPassword: '' }}
          validationSchema={resetPasswordSchema}
          onSubmit={submit}
        >
          {({ handleSubmit, isSubmitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              <FormInput
                name="password"
                label="New Password"
                password
                autoComplete="new-password"
                prefix={<LockOutlined />}
              />
              <FormInput
                name="confirmPassword"
                label="Confirm Password"
                password
                autoComplete="new-password"
                prefix={<LockOutlined />}
              />
              <AuthSubmit pending={isSubmitting} label={copy.button} pendingLabel="Saving..." />
            </form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
