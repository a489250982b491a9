# cause: create_prim_func_scan
# expect: Unsupported Operation: te.ScanOp
import tvm
from tvm import te

m, n = 16, 32
X = te.placeholder((m, n), name="X")
state = te.placeholder((m, n), name="state")
init = te.compute((1, n), lambda _, i: X[0, i], name="init")
update = te.compute((m, n), lambda t, i: state[t - 1, i] + X[t, i], name="update")
res = te.scan(init, update, state, inputs=[X])
f = te.create_prim_func([X, res])
