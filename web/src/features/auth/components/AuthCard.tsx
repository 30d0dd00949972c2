import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../../components/Brand';
import '../auth.css';

/** The centred card on the blue backdrop that the sign-in and password pages share. */
interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The link under the card's content: 'Back to sign in' unless given. */
  footer?: ReactNode;
  children: ReactNode;
}

export function AuthCard({
  title,
  subtitle,
  footer = <Link to="/login">Back to sign in</Link>,
  children,
}: AuthCardProps) {
  return (
    <main className="login-page">
      <Card className="login-card">
        <Link to="/" className="login-card__brand" aria-label="Brightline Software, home">
          <BrandMark size={40} />
        </Link>
        <h1 className="login-card__title">{title}</h1>
        <p className="login-card__subtitle">{subtitle}</p>
        {children}
        <p className="login-card__footer">{footer}</p>
      </Card>
    </main>
  );
}

/** The card's full-width submit button, disabled with its pending label while the request runs. */
export function AuthSubmit({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="primary" htmlType="submit" block size="large" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
