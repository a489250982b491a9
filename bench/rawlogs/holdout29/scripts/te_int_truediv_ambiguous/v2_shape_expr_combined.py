# cause: te_int_truediv_ambiguous
# expect: TVM supports multiple types of integer divisions
# capture: combined
import tvm
from tvm import te

H, W = 32, 32
img = te.placeholder((H, W), "float32", name="img")
print("building 2x nearest downsample")
# output extent computed from the input shape
out = te.compute((img.shape[0] / 2, img.shape[1] / 2), lambda i, j: img[i * 2, j * 2], name="down")
f = te.create_prim_func([img, out])
print(f)
