import { useNavigate, useParams } from '@tanstack/react-router';
import { acceptInvitation } from '../first-sign-in.ts';
import { NewPasswordForm } from './sign-in.tsx';

/**
 * The link an operator's CLI printed (`#/invitation/<token>`): the invited person chooses a
 * password and is signed in, then the console opens on the fleet. Shown signed out too.
 */
export default function Invitation() {
  const { token } = useParams({ from: '/invitation/$token' });
  const navigate = useNavigate();
  return (
    <main className="centered">
      <NewPasswordForm
        title="Accept your invitation"
        intro="You were invited to the compliance console, with the name, email and role the invitation names. Choose your password to sign in."
        send={async (password) => {
          await acceptInvitation(token, password);
          await navigate({ to: '/' });
        }}
      />
    </main>
  );
}
