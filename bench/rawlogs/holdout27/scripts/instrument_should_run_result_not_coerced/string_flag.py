# cause: instrument_should_run_result_not_coerced
# expect: Cannot convert from type `ffi\.\w+` to `bool`
# capture: combined
# post: crlf
import os
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@tvm.instrument.pass_instrument
class EnvGate:
    def should_run(self, mod, info):
        # RELAX_SKIP_<PASS>=1 disables a pass
        return os.environ.get(f"RELAX_SKIP_{info.name.upper()}", "") != "1" and info.name


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((16,), "float32"), y: R.Tensor((16,), "float32")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z


print("instrumenting", Mod.get_global_vars())
with tvm.transform.PassContext(instruments=[EnvGate(), tvm.instrument.PassTimingInstrument()]):
    mod = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])(Mod)
