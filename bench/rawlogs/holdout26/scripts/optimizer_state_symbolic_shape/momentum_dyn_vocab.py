# cause: optimizer_state_symbolic_shape
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
import tvm
from tvm import relax, tirx
from tvm.relax.training.optimizer import MomentumSGD

vocab = tirx.Var("vocab", "int64")
emb = relax.Var("emb", relax.TensorType((vocab, 64), "float32"))
proj = relax.Var("proj", relax.TensorType((64, 64), "float32"))
opt = MomentumSGD(lr=0.01, momentum=0.9, weight_decay=1e-5)
opt.init([emb, proj])
print(opt.get_function())
