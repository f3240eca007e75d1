import { Counter } from './counter';

export default function Home() {
  return (
    <main>
      <h1>Documents required for admission</h1>
      <p>
        Bring the child&apos;s birth certificate, four passport-size photographs, the Aadhaar cards of the child
        and both parents, and the original leaving certificate of the previous school when you confirm admission.
      </p>
      <p>
        A leaving certificate from another state must be countersigned by that state&apos;s education authority;
        one from abroad, by the Indian embassy or consulate.
      </p>
      <Counter />
    </main>
  );
}
