import { App, Card } from 'antd';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { BrandMark } from '../../../components/Brand';
import { errorMessage } from '../../../lib/errors';
import { homeFor, session, useSessionUser } from '../../../lib/session';
import { useLogin } from '../api/login';
import { LoginForm } from '../components/LoginForm';
import type { LoginValues } from '../schemas/login.schema';
import '../auth.css';

export default function LoginPage() {
  const user = useSessionUser();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const { notification } = App.useApp();
  const [login] = useLogin();

  // Signed in (already, or just now): go to the page first asked for, else the role's home.
  if (user) return <Navigate to={from ?? homeFor(user.role)} replace />;

  const submit = async ({ email, password }: LoginValues) => {
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) return;
      notification.success({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
      session.signIn(data.login.token, data.login.user);
    } catch (error) {
      notification.error({ title: 'Login failed', description: errorMessage(error) });
    }
  };

  return (
    <main className="login-page">
      <Card className="login-card">
        <Link to="/" className="login-card__brand" aria-label="Brightline Software, home">
          <BrandMark size={40} />
        </Link>
        <h1 className="login-card__title">Admin Login</h1>
        <p className="login-card__subtitle">Enter your credentials to access the dashboard</p>
        <LoginForm onSubmit={submit} />
      </Card>
    </main>
  );
}
