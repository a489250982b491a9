# cause: adaptive_pool_zero_output_divzero
# expect: Divide by zero
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 8, 14, 14), "float16")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool2d(x, output_size=[4, 0], layout="NCHW")
            R.output(y)
        return y

print([gv.name_hint for gv in Pool.get_global_vars()])
ex = tvm.compile(Pool, "llvm")
