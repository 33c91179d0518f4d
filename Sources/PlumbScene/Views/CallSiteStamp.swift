import PlumbInterpreter

/// Gives the views a method of the file made (an extension's `func card() -> some View { padding().background(…) }`)
/// the place the scene called it, so the viewer shows the call as their source and the method's line as where they
/// are defined. The outermost call wins: it is the last to return. The method's receiver and arguments — views made
/// by the caller — keep their own places.
enum CallSiteStamp {
    /// Stamps the views in `result` that the call made with `callSite`.
    static func stamp(_ result: Value, receiver: Value?, arguments: [Value], callSite: SourceLocation) {
        let passedIn = ([receiver].compactMap { $0 } + arguments).compactMap { $0.payload(as: SceneView.self) }.map(ObjectIdentifier.init)
        var pending = [result]
        var visited = Set(passedIn)
        while let value = pending.popLast() {
            guard let view = value.payload(as: SceneView.self), visited.insert(ObjectIdentifier(view)).inserted else { continue }
            view.callSite = callSite
            pending += view.content
        }
    }
}
