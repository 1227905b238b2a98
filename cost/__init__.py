"""Cost modelling for anec: the ANE target table and the models built on it."""
