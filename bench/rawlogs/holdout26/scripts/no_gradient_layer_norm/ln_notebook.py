# cause: no_gradient_layer_norm
# expect: FPrimalGradient has not been registered for relax\.nn\.layer_norm
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Encoder:
    @R.function
    def main(tokens: R.Tensor((4, 8), "float32"), wq: R.Tensor((8, 8), "float32"),
             g: R.Tensor((8,), "float32"), b: R.Tensor((8,), "float32")):
        with R.dataflow():
            q = R.matmul(tokens, wq)
            att = R.nn.softmax(R.matmul(q, R.permute_dims(tokens)), axis=-1)
            ctx = R.matmul(att, tokens)
            out = R.nn.layer_norm(R.add(ctx, tokens), g, b, axes=[-1])
            loss = R.sum(R.multiply(out, out))
            R.output(loss)
        return loss

# %%
params = Encoder["main"].params
grad_mod = relax.transform.Gradient("main", require_grads=params[1:])(Encoder)
grad_mod = relax.transform.LegalizeOps()(grad_mod)

# %%
vm = relax.VirtualMachine(tvm.compile(grad_mod, "llvm"), tvm.cpu())
