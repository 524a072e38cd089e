"""The print engine: game-agnostic faces, text fitting, imposition and backends."""
