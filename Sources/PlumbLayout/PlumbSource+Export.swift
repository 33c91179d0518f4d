/// The engine's views carry the scene's source locations.
@_exported import PlumbSource
