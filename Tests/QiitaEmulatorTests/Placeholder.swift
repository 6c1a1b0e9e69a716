// The libcurl round-trip tests land with the transport.
