import QiitaEmulator

print("qiita-emulator: not built yet")
