'use client';

import { useState } from 'react';

/** The one client island of the framework floor: enough to load React and hydrate. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}
