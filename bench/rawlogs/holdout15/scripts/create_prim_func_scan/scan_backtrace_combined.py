# cause: create_prim_func_scan
# expect: ScanOp
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import te

print("porting old te.scan RNN cell to create_prim_func")
T_, H = 8, 16
X = te.placeholder((T_, H), name="X", dtype="float16")
h_state = te.placeholder((T_, H), name="h", dtype="float16")
h_init = te.compute((1, H), lambda _, i: te.const(0, "float16"), name="h_init")
h_next = te.compute((T_, H), lambda t, i: te.tanh(h_state[t - 1, i] + X[t, i]), name="h_next")
h = te.scan(h_init, h_next, h_state, inputs=[X], name="rnn")
print("scan op:", h.op)
func = te.create_prim_func([X, h])
print(func)
