# cause: pipeline_missing_lower_alloc_tensor
# expect: relax\.builtin\.alloc_tensor
# capture: combined
import time
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@tvm.instrument.pass_instrument
class Timer:
    def __init__(self):
        self.t = {}

    def run_before_pass(self, mod, info):
        self.t[info.name] = time.perf_counter()
        print(f"> {info.name}")

    def run_after_pass(self, mod, info):
        print(f"< {info.name}")


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 3, 4), "float32")):
        with R.dataflow():
            y = R.permute_dims(x, [2, 0, 1])
            z = R.reshape(y, [4, 6])
            R.output(z)
        return z


T = relax.transform
with tvm.transform.PassContext(instruments=[Timer()]):
    mod = tvm.transform.Sequential([T.LegalizeOps(), T.ToNonDataflow(), T.RemovePurityChecking(),
                                    T.CallTIRRewrite(), T.StaticPlanBlockMemory(),
                                    T.LowerRuntimeBuiltin()])(Mod)
