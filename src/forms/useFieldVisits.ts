import { useCallback, useState } from 'react'

/**
 * Which fields the visitor has changed and then left: the moment a field's
 * own error may show (moving through an empty form says nothing). Both forms
 * keep this rule, so it lives here once.
 */
export function useFieldVisits<F extends string>() {
  const [changed, setChanged] = useState<ReadonlySet<F>>(new Set())
  const [left, setLeft] = useState<ReadonlySet<F>>(new Set())
  return {
    visited: (field: F) => changed.has(field) && left.has(field),
    markChanged: useCallback((field: F) => setChanged((s) => new Set(s).add(field)), []),
    markLeft: useCallback((field: F) => setLeft((s) => new Set(s).add(field)), []),
    reset: useCallback(() => {
      setChanged(new Set())
      setLeft(new Set())
    }, []),
  }
}
