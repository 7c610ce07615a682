// Dev-only live reload client; owned by the serve work (issue 5).
export {}
