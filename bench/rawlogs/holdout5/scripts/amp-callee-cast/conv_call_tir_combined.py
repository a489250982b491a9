# cause: amp-callee-cast
# expect: Expected TensorType, but got R.Callable
# capture: combined
import tvm
from tvm import relax, te, topi


def post(a):
    return topi.nn.relu(topi.add(a, 1.0))


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 4, 8, 8], "float32"))
w = relax.Var("w", relax.TensorType([4, 4, 3, 3], "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        p = bb.emit_te(post, c, primfunc_name_hint="post_relu")
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
mod = bb.get()
print("functions:", sorted(g.name_hint for g in mod.get_global_vars()))
mod = relax.transform.ToMixedPrecision(out_dtype="float32")(mod)
print(mod)
