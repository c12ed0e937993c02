// The frame of /forgot-password and /reset-password: the login card's look, without its sign-in parts.
import type { ReactNode } from 'react';

export function RecoveryCard(props: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h1 className="text-center text-2xl font-bold">{props.title}</h1>
          {props.children}
        </div>
      </div>
    </section>
  );
}
