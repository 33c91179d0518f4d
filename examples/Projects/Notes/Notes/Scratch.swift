// Not a member of the Notes target (the project's exceptions leave it out): it does not compile, and Plumb, as
// Xcode, never reads it.
struct Scratch {
    let unfinished =
}
