/** A mailto link whose address may break after its '@' (and only there) when the space is narrow. */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </a>
  );
}
