# cause: legalize_custom_func_none_segfault
# expect: Segfault encountered
# capture: combined
import logging
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

logging.basicConfig(level=logging.INFO)
log = logging.getLogger("legalize")


@I.ir_module
class Mod:
    @R.function
    def main(a: R.Tensor((64,), "float32"), b: R.Tensor((64,), "float32")):
        with R.dataflow():
            c = R.add(a, b)
            R.output(c)
        return c


def my_add(bb, call):
    log.info("custom legalization for %s", call.op.name)
    if len(call.args) == 2 and str(call.args[0].ty) != str(call.args[1].ty):
        return bb.call_te(tvm.topi.add, call.args[0], call.args[1])
    log.info("shapes equal, nothing to do")


mod = relax.transform.LegalizeOps({"relax.add": my_add})(Mod)
