# cause: lift-params-num-input-segfault
# expect: Segfault encountered|Segmentation fault
import tvm
from tvm import relax
from tvm.script import relax as R


@R.function
def main(x: R.Tensor((4, 4), "float32"), w: R.Tensor((4, 4), "float32")):
    R.func_attr({"num_input": 100})
    with R.dataflow():
        wt = R.permute_dims(w)
        y = R.matmul(x, wt)
        R.output(y)
    return y


mod = tvm.IRModule({"main": main})
mod = relax.transform.LiftTransformParams()(mod)
mod.show()
