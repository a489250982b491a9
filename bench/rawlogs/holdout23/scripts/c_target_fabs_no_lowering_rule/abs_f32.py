# cause: c_target_fabs_no_lowering_rule
# expect: Unresolved call .*name="tirx.fabs"
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class L1:
    @R.function
    def main(x: R.Tensor((16, 64), "float32"), y: R.Tensor((16, 64), "float32")):
        with R.dataflow():
            d = R.abs(R.subtract(x, y))
            s = R.mean(d, axis=1)
            R.output(s)
        return s


ex = tvm.compile(L1, target=tvm.target.Target("c"))
ex.export_library("l1.so")
