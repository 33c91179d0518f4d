/// The Swift language core of scene files (under construction).
public enum PlumbInterpreter {}
