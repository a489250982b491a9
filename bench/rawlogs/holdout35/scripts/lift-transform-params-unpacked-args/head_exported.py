# cause: lift-transform-params-unpacked-args
# expect: expects 1 arguments \(model_params\)
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Head:
    @R.function
    def main(x: R.Tensor((4, 64), "float32"), wq: R.Tensor((64, 64), "float32"), bq: R.Tensor((64,), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            wt = R.permute_dims(wq)
            q = R.matmul(x, wt)
            qb = R.add(q, bq)
            s = R.nn.softmax(qb, axis=-1)
            R.output(s)
        return s

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

mod = relax.transform.LiftTransformParams()(Head)
ex = tvm.compile(mod, target="llvm")
ex.export_library("head_lifted.so")
vm = relax.VirtualMachine(tvm.runtime.load_module("head_lifted.so"), tvm.cpu())
x, wq, bq = rand(4, 64), rand(64, 64), rand(64)
T = tvm.runtime.tensor
p = vm["main_transform_params"](T(wq), T(bq))
