import { AUTH_TOASTS } from '@site/shared';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { PageLoader } from '../../../components/PageLoader';
import { homeFor, session, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import type { LoginValues } from '../schemas/login.schema';

export default function LoginPage() {
  const { status, user } = useSession();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [login] = useLogin();

  // Signed in (already, or just now): go to the page first asked for, else the role's home.
  if (status === 'restoring') return <PageLoader />;
  if (status === 'signed-in' && user) return <Navigate to={from ?? homeFor(user.role)} replace />;

  const submit = async ({ email, password }: LoginValues) => {
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) return;
      // The app's own toasts: they stay on screen while the next page (in another layout) opens.
      toast.success(AUTH_TOASTS.loggedIn.title, AUTH_TOASTS.loggedIn.description);
      session.signIn(data.login.token, data.login.expiresAt, data.login.user);
    } catch (error) {
      toast.error(AUTH_TOASTS.loginFailed.title, errorMessage(error));
    }
  };

  return (
    <AuthCard
      title="Admin Login"
      subtitle="Enter your credentials to access the dashboard"
      footer={<Link to="/password/forgot">Forgot your password?</Link>}
    >
      <LoginForm onSubmit={submit} />
    </AuthCard>
  );
}
