/**
 * An organisation we own no mark for, written as its name in our type: never an
 * invented logo. The client and partner strips and the Clients page use it; a
 * body's own logo replaces it only once it is licensed to us.
 */
export function Wordmark({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span className={`whitespace-nowrap text-step-2 font-800 tracking-tight text-navy/80 ${className}`} data-wordmark>
      {name}
    </span>
  )
}
