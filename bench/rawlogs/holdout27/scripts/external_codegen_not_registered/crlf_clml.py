# cause: external_codegen_not_registered
# expect: Codegen is not found
# capture: combined
# post: crlf
import logging
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

logging.basicConfig(level=logging.DEBUG, format="%(levelname)s:%(name)s:%(message)s")
logger = logging.getLogger("offload")


@I.ir_module
class Small:
    @R.function
    def main(x: R.Tensor((1, 16), "float32"), y: R.Tensor((1, 16), "float32")):
        with R.dataflow():
            z = R.add(x, y)
            w = R.nn.relu(z)
            R.output(w)
        return w


patterns = [("clml.add_relu", is_op("relax.nn.relu")(is_op("relax.add")(wildcard(), wildcard())))]
for name, _ in patterns:
    logger.info("registering pattern %s", name)
mod = relax.transform.FuseOpsByPattern(patterns, annotate_codegen=True)(Small)
logger.debug("partitioned:\n%s", mod.script())
mod = relax.transform.RunCodegen()(mod)
logger.info("codegen done")
