# cause: lift-transform-params-num-input-overflow
# expect: Segfault encountered|Segmentation fault|Fatal Python error
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R


def _mod(num_input):
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2, 3), "float32"))
    w = relax.Var("w", R.Tensor((3, 3), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            o = bb.emit_output(relax.op.matmul(x, relax.op.permute_dims(w)))
        bb.emit_func_output(o)
    mod = bb.get()
    mod["main"] = mod["main"].with_attr("num_input", num_input)
    return mod


for n in (1, 2, 5):
    after = relax.transform.LiftTransformParams()(_mod(n))
    print(n, sorted(gv.name_hint for gv in after.get_global_vars()))
