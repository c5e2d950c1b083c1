"""A fleet of judges on Ray: one `jaxbench serve` per chip, behind one bridge.

This package is the only place jaxbench imports Ray. `python -m
jaxbench.fleet bridge [ADDRESS]` speaks serve's own JSON-lines protocol on
stdin/stdout and hands each request to a `Judge` actor of the chip kind it
asks for (judge.py); which node runs a judge, and restarting one whose node
died, is Ray's work (its resources and max_restarts), not ours. The modules:

- kinds.py:    chip kinds, the Ray resource each needs, the plugin serve loads
- judge.py:    the actor: one serve on its node, one request line in, one result line out
- pool.py:     the actors (created per the cluster's resources, refused, recovering)
- dispatch.py: requests onto idle judges, deadlines, re-dispatch after a fault
- connect.py:  joining the cluster (an address, RAY_ADDRESS, or a local one)
- bridge.py:   the JSON-lines front on stdin/stdout
"""
