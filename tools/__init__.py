"""Developer tools for anec."""
