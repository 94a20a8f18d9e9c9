"""An agent benchmark of our own: multi-step tool use on small everyday tools.

``spec.py`` defines a task and its answer checks; ``testsplit.py``, ``devsplit.py``,
``heldoutsplit.py``, ``lookupsplit.py``, ``freshsplit.py``, ``travelsplit.py``,
``harborsplit.py``, ``orchardsplit.py`` and the later splits ``spec.SPLIT_MODULES`` names (the
latest ``lighthousesplit.py``) hold the disjoint splits (tools + tasks);
``python -m benchmarks.agents`` runs them.
"""
