# cause: logical_ops_nonbool_accepted
# expect: Expected integer argument as LHS of \^ operator
# capture: pytest-native
# post: crlf
import tvm
from tvm import relax

for dt in ("bool", "float32"):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((4, 4), dt))
    with bb.function("main", [a]):
        with bb.dataflow():
            r = bb.emit(relax.op.logical_xor(a, a))
            o = bb.emit_output(r)
        bb.emit_func_output(o)
    tvm.compile(bb.get(), target="llvm")
    print("logical_xor", dt, "ok", flush=True)
