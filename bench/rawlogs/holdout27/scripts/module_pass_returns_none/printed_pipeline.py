# cause: module_pass_returns_none
# expect: InternalError: Check failed: \(mod.defined\(\)\) is false
# capture: combined
# post: truncate=0.55
import logging
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("mypipeline")


@I.ir_module
class Gemm:
    @R.function
    def main(a: R.Tensor((32, 32), "float32"), b: R.Tensor((32, 32), "float32"), c: R.Tensor((32,), "float32")):
        with R.dataflow():
            d = R.matmul(a, b)
            e = R.add(d, c)
            R.output(e)
        return e


class Tagger:
    def transform_module(self, mod, ctx):
        log.info("tagging %d functions", len(mod.functions))
        mod.update_func(mod.get_global_var("main"), mod["main"].with_attr("tagged", True))




@tvm.transform.module_pass(opt_level=0, name="Tagger")
def tag(mod, ctx):
    return Tagger().transform_module(mod, ctx)


with tvm.transform.PassContext(opt_level=3, instruments=[tvm.instrument.PrintBeforeAll()]):
    seq = tvm.transform.Sequential([relax.transform.CanonicalizeBindings(), tag, relax.transform.LegalizeOps()])
    log.info("running custom pipeline")
    mod = seq(Gemm)
