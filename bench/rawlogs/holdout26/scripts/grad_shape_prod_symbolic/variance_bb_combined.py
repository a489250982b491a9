# cause: grad_shape_prod_symbolic
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
# capture: combined
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((n, 8), "float32"))
with bb.function("var_reg", [x]):
    with bb.dataflow():
        v = bb.emit(relax.op.variance(x, axis=[0]))
        out = bb.emit_output(relax.op.sum(v))
    bb.emit_func_output(out)
mod = bb.get()
print(mod)
mod = relax.transform.Gradient("var_reg")(mod)
print(mod)
