/// <reference lib="webworker" />
// The search worker; owned by the search work (issue 4).
export {}
