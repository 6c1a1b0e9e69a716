/// Placeholder: the emulator lands with issue 3.
public enum QiitaEmulatorPlaceholder {}
