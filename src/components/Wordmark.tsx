/**
 * An organisation we own no mark for, written as its name in our type: never an
 * invented logo. The client and partner strips and the Clients page use it; a
 * body's own logo replaces it only once it is licensed to us.
 */
export function Wordmark({
  name,
  wrap = false,
}: {
  name: string
  /** In a cell of a grid: may take two lines, centred. */ wrap?: boolean
}) {
  return (
    <span
      className={`text-step-2 font-800 tracking-tight text-navy/80 ${wrap ? 'text-center' : 'whitespace-nowrap'}`}
      data-wordmark
    >
      {name}
    </span>
  )
}
