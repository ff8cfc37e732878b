// Phrase statistics arrive with issue 4; this module compiles empty until then.
