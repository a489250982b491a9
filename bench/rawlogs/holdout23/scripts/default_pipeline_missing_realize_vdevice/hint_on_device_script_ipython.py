# cause: default_pipeline_missing_realize_vdevice
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: ipython
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 32), "float32"), y: R.Tensor((2, 32), "float32")):
        with R.dataflow():
            a = R.add(x, y)
            b = R.hint_on_device(a, R.device(1, 0))
            c = R.multiply(b, b)
            R.output(c)
        return c


ex = tvm.compile(Mod, target=tvm.target.Target("llvm"))
