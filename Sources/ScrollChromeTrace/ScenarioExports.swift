// A scenario's parsing, checks and stepping are ScrollChromeScenario's, which the playground's
// WebAssembly module shares; the trace's users see them through this module.
@_exported import ScrollChromeScenario
