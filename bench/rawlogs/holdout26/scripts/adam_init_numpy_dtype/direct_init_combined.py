# cause: adam_init_numpy_dtype
# expect: Could not convert T\.float32 to a NumPy dtype
# capture: combined
from tvm import relax
from tvm.relax.training.optimizer import Adam, SGD, MomentumSGD

w = relax.Var("w", relax.TensorType((3, 3), "float32"))
b = relax.Var("b", relax.TensorType((3,), "float32"))

for opt in [SGD(0.1), MomentumSGD(0.1, 0.9), Adam(0.01)]:
    name = type(opt).__name__
    print(f"== {name}")
    fn = opt.init([w, b]).get_function()
    print(fn)
